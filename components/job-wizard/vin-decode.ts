import { api } from "@/lib/api/client";
import type { DecodedVehicle } from "@/lib/vin/decode-vins";
import { MAX_VINS } from "@/lib/vin/split-vins";

/** Well-formed VINs decoded by POST vin/decode (on the server, offline), in order; a long list in several calls. */
export async function decodeVinList(vins: readonly string[], signal?: AbortSignal): Promise<DecodedVehicle[]> {
  const decoded: DecodedVehicle[] = [];
  for (let i = 0; i < vins.length; i += MAX_VINS) {
    const { data } = await api<DecodedVehicle[]>("vin/decode", { body: { vins: vins.slice(i, i + MAX_VINS) }, signal });
    decoded.push(...data);
  }
  return decoded;
}
