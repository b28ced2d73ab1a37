"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { cn } from "@/lib/utils";

/** How often the board re-reads its data, so another dispatcher's changes show within 30 seconds. */
export const BOARD_REFRESH_MS = 15_000;

export type DragItem = { jobId: number; driverId: number | null; label: string; summary: string };
export type DropTarget = { driverId: number; name: string };

/** What a card's or a lane's binding (in the drag code) hands to its element. */
export type CardBinding = {
  setNodeRef: (node: HTMLElement | null) => void;
  listeners?: Record<string, (event: never) => void>;
  isDragging: boolean;
};
export type LaneBinding = { setNodeRef: (node: HTMLElement | null) => void; isOver: boolean };

type Registry = {
  listen: (key: string, onBind: (binding: unknown) => void) => () => void;
  bind: (key: string, binding: unknown) => void;
};

type DragModule = typeof import("./board-drag");

const RegistryContext = React.createContext<Registry | null>(null);

/**
 * The board's drag and drop, loaded apart from the page: the cards and lanes are drawn by the
 * server and keep their elements; once the drag code (@dnd-kit) has arrived, it binds to them
 * through this registry, so nothing on the board is mounted again (a form being filled keeps its
 * state and focus). The cards' own forms stay the keyboard's and the first paint's way to assign.
 * Also re-reads the board every BOARD_REFRESH_MS while the tab is visible and nobody is busy on it.
 */
export function BoardDragProvider({ items, targets, children }: { items: DragItem[]; targets: DropTarget[]; children: React.ReactNode }) {
  const router = useRouter();
  const [drag, setDrag] = React.useState<DragModule | null>(null);
  const busy = React.useRef(false);
  const root = React.useRef<HTMLDivElement>(null);
  const [registry] = React.useState(createRegistry);

  React.useEffect(() => {
    let isCurrent = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => {
      import("./board-drag").then(
        (loaded) => isCurrent && setDrag(loaded),
        () => undefined,
      );
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  React.useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "visible" || busy.current) return;
      const board = root.current;
      const active = document.activeElement;
      // Not under a dispatcher's hands: a field being filled, or a form waiting for its answer.
      const isFilling = Boolean(board && active && board.contains(active) && active.matches("input, select, textarea"));
      if (isFilling || board?.querySelector('form[aria-busy="true"]')) return;
      router.refresh();
    }, BOARD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);

  return (
    <RegistryContext.Provider value={registry}>
      <div ref={root} data-testid="dispatch-board" data-drag={drag ? "ready" : "loading"}>
        {children}
      </div>
      {drag ? (
        <drag.DragLayer
          items={items}
          targets={targets}
          bind={registry.bind}
          onBusy={(isBusy) => {
            busy.current = isBusy;
          }}
        />
      ) : null}
    </RegistryContext.Provider>
  );
}

function createRegistry(): Registry {
  const listeners = new Map<string, (binding: unknown) => void>();
  const latest = new Map<string, unknown>();
  return {
    listen(key, onBind) {
      listeners.set(key, onBind);
      if (latest.has(key)) onBind(latest.get(key));
      return () => {
        if (listeners.get(key) === onBind) listeners.delete(key);
      };
    },
    bind(key, binding) {
      if (binding === undefined) latest.delete(key);
      else latest.set(key, binding);
      listeners.get(key)?.(binding ?? null);
    },
  };
}

function useBinding<T>(key: string): T | null {
  const registry = React.useContext(RegistryContext);
  const [binding, setBinding] = React.useState<T | null>(null);
  React.useEffect(() => registry?.listen(key, (value) => setBinding((value as T | null) ?? null)), [registry, key]);
  return binding;
}

export const cardKey = (jobId: number) => `card-${jobId}`;
export const laneKey = (driverId: number) => `lane-${driverId}`;

/** A job card: draggable once the drag code is bound to it (and its job can still get a driver). */
export function DragCard({ jobId, className, children }: { jobId: number; className?: string; children: React.ReactNode }) {
  const binding = useBinding<CardBinding>(cardKey(jobId));
  return (
    <li
      ref={binding?.setNodeRef}
      {...binding?.listeners}
      data-testid={`card-${jobId}`}
      data-draggable={binding ? "true" : undefined}
      className={cn(className, binding && "cursor-grab", binding?.isDragging && "opacity-40")}
    >
      {children}
    </li>
  );
}

/** A driver's lane: a place to drop a card once the drag code is bound to it. */
export function DropLane({ driverId, className, children, ...props }: React.ComponentProps<"section"> & { driverId: number }) {
  const binding = useBinding<LaneBinding>(laneKey(driverId));
  return (
    <section ref={binding?.setNodeRef} className={cn(className, binding?.isOver && "ring-2 ring-primary")} {...props}>
      {children}
    </section>
  );
}
