import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /start-pickup/jobId/:id/driver/:driverId?token= — driver screen 2: check-in with mileage, damage notes and photos.
export const GET = driverPageRoute("start-pickup");
