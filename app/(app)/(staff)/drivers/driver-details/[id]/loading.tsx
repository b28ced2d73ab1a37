import { DRIVER_DETAIL_LABELS, DRIVER_TRAIL } from "@/components/people/detail-labels";
import { DetailsLoading } from "@/components/people/details-loading";

export default function DriverDetailsLoading() {
  return <DetailsLoading trail={DRIVER_TRAIL} labels={DRIVER_DETAIL_LABELS} />;
}
