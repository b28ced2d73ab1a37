/** SPEC.md §2 "Shell": the header shows the user's name with the first letter capitalised. */
export function displayName(username: string): string {
  const name = username.trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : "User";
}
