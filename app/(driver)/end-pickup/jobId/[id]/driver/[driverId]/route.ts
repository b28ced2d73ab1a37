import { driverPageRoute } from "@/lib/driver/page-route";

export const GET = driverPageRoute("end-pickup");
