import { driverPageRoute } from "@/components/driver-link/page/route";

// GET /upload-documents/jobId/:id/driver/:driverId?token= — driver screen 7: the trip documents, until 48 hours after delivery.
export const GET = driverPageRoute("upload-documents");
