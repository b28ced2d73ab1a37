/** The id of a wizard field's control, so the first message can be focused. */
export function fieldId(name: string): string {
  return `job-${name.replace(/[._]/g, "-")}`;
}

/** Moves the focus to a field's control (a list-level message focuses the control that fixes it). */
export function focusField(field: string): void {
  const id = field === "vehicle_details" ? fieldId("vehicle.year") : field === "time_priority" ? "job-priority-pickup" : fieldId(field);
  document.getElementById(id)?.focus();
}
