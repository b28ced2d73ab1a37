import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /trip-starts/jobId/:id/driver/:driverId?token= — driver screens 3 and 4: Begin Trip, then en route.
export const GET = driverPageRoute("trip-starts");
