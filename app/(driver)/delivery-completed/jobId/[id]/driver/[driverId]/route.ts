import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /delivery-completed/jobId/:id/driver/:driverId?token= — driver screen 6: delivered; trip documents within 48 hours.
export const GET = driverPageRoute("delivery-completed");
