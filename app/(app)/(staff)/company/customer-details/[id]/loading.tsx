import { CUSTOMER_DETAIL_LABELS, CUSTOMER_TRAIL } from "@/components/people/detail-labels";
import { DetailsLoading } from "@/components/people/details-loading";

export default function CustomerDetailsLoading() {
  return <DetailsLoading trail={CUSTOMER_TRAIL} labels={CUSTOMER_DETAIL_LABELS} />;
}
