import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /ride-details/jobId/:id/driver/:driverId?token= — driver screen 1, the mailed link: the job and Start Check-in (or the documents once delivered).
export const GET = driverPageRoute("ride-details");
