"use client";

import "./globals.css";
import AppError from "./error";

// Replaces the root layout when it fails, so it brings its own html and body.
export default function GlobalError(props: React.ComponentProps<typeof AppError>) {
  return (
    <html lang="en">
      <body>
        <AppError {...props} />
      </body>
    </html>
  );
}
