"use client";

import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTableState } from "./table-state";

/** The list's tabs (SPEC.md §2), kept in the URL as ?tab=; a new tab starts at page 1. */
export function DataTableTabs({ tabs, defaultTab = "all" }: { tabs: readonly { value: string; label: string }[]; defaultTab?: string }) {
  const { tab, navigate } = useTableState();
  return (
    <Tabs value={tab ?? defaultTab} onValueChange={(value) => navigate({ tab: value === defaultTab ? null : value })}>
      <TabsList aria-label="Job status">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
