import { useRef } from "react";

/** The uploads in flight, so a step (signing) can wait until every one has settled. */
export function useInFlight() {
  const pending = useRef(new Set<Promise<unknown>>());
  return {
    track<T>(work: Promise<T>): Promise<T> {
      pending.current.add(work);
      const forget = () => pending.current.delete(work);
      work.then(forget, forget);
      return work;
    },
    async settled(): Promise<void> {
      while (pending.current.size > 0) await Promise.allSettled([...pending.current]);
    },
  };
}
