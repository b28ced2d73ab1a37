import { LocalTime } from "@/components/ui/local-time";
import { GaugeIcon } from "lucide-react";
import { DetailCard, DetailItem, DetailList } from "./detail-card";
import type { RideView } from "./job-view";

const miles = (value: number | null) => (value == null ? "-" : `${value.toLocaleString("en-US")} mi`);

/** What the driver recorded at check-in and at delivery; shown once the ride has started. */
export function RideDataCard({ ride }: { ride: RideView }) {
  return (
    <DetailCard title="Check-in and Delivery" icon={GaugeIcon}>
      <DetailList>
        <DetailItem label="Checked in">
          <LocalTime value={ride.checkedInAt} />
        </DetailItem>
        <DetailItem label="Check-in mileage">{miles(ride.checkinMileage)}</DetailItem>
        <DetailItem label="Damage notes" className="sm:col-span-2">
          {ride.damageNotes?.trim() || "-"}
        </DetailItem>
        {ride.deliveredAt || ride.endingMileage != null || ride.deliveryNotes ? (
          <>
            <DetailItem label="Delivered">
              <LocalTime value={ride.deliveredAt} />
            </DetailItem>
            <DetailItem label="Ending mileage">{miles(ride.endingMileage)}</DetailItem>
            <DetailItem label="Delivery notes" className="sm:col-span-2">
              {ride.deliveryNotes?.trim() || "-"}
            </DetailItem>
          </>
        ) : null}
      </DetailList>
    </DetailCard>
  );
}
