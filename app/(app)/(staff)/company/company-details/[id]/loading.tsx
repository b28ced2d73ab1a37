import { COMPANY_DETAIL_LABELS, COMPANY_TRAIL } from "@/components/people/detail-labels";
import { DetailsLoading } from "@/components/people/details-loading";

export default function CompanyDetailsLoading() {
  return <DetailsLoading trail={COMPANY_TRAIL} labels={COMPANY_DETAIL_LABELS} />;
}
