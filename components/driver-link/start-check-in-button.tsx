"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, ApiError, toastError } from "@/lib/api/client";
import { RIDE_UPDATE_FAILED } from "@/lib/driver-link/messages";
import { BIG_BUTTON } from "./action-bar";

type StartCheckInProps = { jobId: number; driverId: number; token: string; nextHref: string };

/**
 * 'Start Check-in': POST driver/riding-details, then the check-in form (start pickup). The call
 * writes nothing, and this button shows only when the page's job allows a check-in: without
 * signal the form opens anyway (kept on the phone), its parts wait in the outbox and the server
 * judges them when they are sent. A refusal the server does give (a job taken back) stops here.
 */
export function StartCheckInButton({ jobId, driverId, token, nextHref }: StartCheckInProps) {
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);

  async function start() {
    setIsBusy(true);
    try {
      await api("driver/riding-details", { method: "POST", body: { jobId, driverId }, query: { token } });
      router.push(nextHref);
    } catch (error) {
      if (isUnanswered(error)) return router.push(nextHref);
      toastError(error, RIDE_UPDATE_FAILED);
      setIsBusy(false);
    }
  }

  return (
    <Button type="button" className={BIG_BUTTON} disabled={isBusy} onClick={() => void start()}>
      {isBusy ? "Starting…" : "Start Check-in"}
    </Button>
  );
}

/** No answer came (no signal, a timeout): nothing was refused. */
function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === "FETCH_ERROR" || error.status === "TIMEOUT_ERROR");
}
