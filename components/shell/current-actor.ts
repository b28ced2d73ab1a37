import { cache } from "react";
import { requireActor } from "@/lib/auth/current";

/**
 * The signed-in caller, read once per request: the shell layout and the pages all call this,
 * and React's cache() makes them share one session check.
 */
export const currentActor = cache(requireActor);
