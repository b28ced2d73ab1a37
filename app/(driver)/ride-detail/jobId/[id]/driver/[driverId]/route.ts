import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /ride-detail/jobId/:id/driver/:driverId?token= — ride details while in transit: location updates, then check-out.
export const GET = driverPageRoute("ride-detail");
