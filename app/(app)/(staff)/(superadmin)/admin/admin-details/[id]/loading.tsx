import { DetailsLoading } from "@/components/people/details-loading";
import { ADMIN_DETAIL_LABELS, ADMIN_TRAIL } from "@/components/people/detail-labels";

export default function AdminDetailsLoading() {
  return <DetailsLoading trail={ADMIN_TRAIL} labels={ADMIN_DETAIL_LABELS} />;
}
