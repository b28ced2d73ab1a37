import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /end-pickup/jobId/:id/driver/:driverId?token= — driver screen 5: check-out with ending mileage, delivery notes and photos.
export const GET = driverPageRoute("end-pickup");
