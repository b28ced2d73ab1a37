"use client";

import * as React from "react";
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { cardKey, laneKey, type CardBinding, type DragItem, type DropTarget, type LaneBinding } from "./board-drag-provider";
import { DropAssignDialog, type Drop } from "./drop-assign-dialog";

type Bind = (key: string, binding: CardBinding | LaneBinding | undefined) => void;

// A press on the card's link, select or buttons is theirs, not the start of a drag.
const CONTROLS = "a, button, select, input, textarea, label";

/**
 * The board's drag and drop (@dnd-kit), fetched after the page: binds each card and each driver's
 * lane drawn by the server, and on a drop asks the card's question again in a dialog (the same
 * server action as the card's form, so the same refusals and the same "Assign anyway").
 */
export function DragLayer({
  items,
  targets,
  bind,
  onBusy,
}: {
  items: DragItem[];
  targets: DropTarget[];
  bind: Bind;
  onBusy: (isBusy: boolean) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A finger holds a moment first, so the board still scrolls under a swipe.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );
  const [active, setActive] = React.useState<DragItem | null>(null);
  const [drop, setDrop] = React.useState<Drop | null>(null);
  const isBusy = active !== null || drop !== null;
  React.useEffect(() => onBusy(isBusy), [isBusy, onBusy]);

  const onDragStart = ({ active: dragged }: DragStartEvent) => setActive((dragged.data.current as DragItem | undefined) ?? null);
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const item = dragged.data.current as DragItem | undefined;
    const target = over?.data.current as DropTarget | undefined;
    if (item && target && target.driverId !== item.driverId) setDrop({ item, target, key: Date.now() });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements: announcementsFor(items, targets) }}
    >
      {items.map((item) => (
        <CardBinder key={item.jobId} item={item} bind={bind} />
      ))}
      {targets.map((target) => (
        <LaneBinder key={target.driverId} target={target} bind={bind} />
      ))}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className="w-72 cursor-grabbing rounded-md border bg-card p-3 text-sm shadow-lg">
            <p className="font-medium">{active.label}</p>
            <p className="mt-1 text-muted-foreground">{active.summary}</p>
          </div>
        ) : null}
      </DragOverlay>
      {drop ? <DropAssignDialog key={drop.key} drop={drop} onClose={() => setDrop(null)} /> : null}
    </DndContext>
  );
}

function CardBinder({ item, bind }: { item: DragItem; bind: Bind }) {
  const key = cardKey(item.jobId);
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: key, data: item });
  const guarded = React.useMemo(
    () =>
      listeners &&
      Object.fromEntries(
        Object.entries(listeners).map(([name, handler]) => [
          name,
          (event: { target: EventTarget | null }) => {
            if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
            handler(event);
          },
        ]),
      ),
    [listeners],
  );
  React.useEffect(() => bind(key, { setNodeRef, listeners: guarded, isDragging }), [bind, key, setNodeRef, guarded, isDragging]);
  React.useEffect(() => () => bind(key, undefined), [bind, key]);
  return null;
}

function LaneBinder({ target, bind }: { target: DropTarget; bind: Bind }) {
  const key = laneKey(target.driverId);
  const { setNodeRef, isOver } = useDroppable({ id: key, data: target });
  React.useEffect(() => bind(key, { setNodeRef, isOver }), [bind, key, setNodeRef, isOver]);
  React.useEffect(() => () => bind(key, undefined), [bind, key]);
  return null;
}

/** What a screen reader hears while a card is dragged with the mouse or a finger. */
function announcementsFor(items: DragItem[], targets: DropTarget[]): Announcements {
  const label = (id: string | number) => items.find((item) => cardKey(item.jobId) === id)?.label ?? "The job";
  const lane = (id: string | number | undefined) => targets.find((target) => laneKey(target.driverId) === id)?.name;
  return {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}.`,
    onDragOver: ({ active, over }) => (lane(over?.id) ? `${label(active.id)} is over ${lane(over?.id)}'s lane.` : undefined),
    onDragEnd: ({ active, over }) =>
      lane(over?.id) ? `${label(active.id)} dropped on ${lane(over?.id)}'s lane.` : `${label(active.id)} put back.`,
    onDragCancel: ({ active }) => `${label(active.id)} put back.`,
  };
}
