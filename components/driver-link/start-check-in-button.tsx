"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, toastError } from "@/lib/api/client";
import { RIDE_UPDATE_FAILED } from "@/lib/driver-link/messages";
import { BIG_BUTTON } from "./action-bar";

type StartCheckInProps = { jobId: number; driverId: number; token: string; nextHref: string };

/** 'Start Check-in': POST driver/riding-details, then the check-in form (start pickup). */
export function StartCheckInButton({ jobId, driverId, token, nextHref }: StartCheckInProps) {
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);

  async function start() {
    setIsBusy(true);
    try {
      await api("driver/riding-details", { method: "POST", body: { jobId, driverId }, query: { token } });
      router.push(nextHref);
    } catch (error) {
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
