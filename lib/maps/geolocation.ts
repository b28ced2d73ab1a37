/** The browser's position for the driver pages (SPEC.md §5, §8 and §9). */

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export const GEOLOCATION_MESSAGES = {
  UNSUPPORTED: "Geolocation is not supported by your browser",
  INSECURE: "Location access requires HTTPS",
  PERMISSION_DENIED: "Permission denied for location access",
  POSITION_UNAVAILABLE: "Location information is unavailable",
  TIMEOUT: "Location request timed out",
  UNKNOWN: "An unknown error occurred while fetching location",
} as const;

export type GeolocationErrorCode = keyof typeof GEOLOCATION_MESSAGES;

export class GeolocationError extends Error {
  readonly code: GeolocationErrorCode;
  constructor(code: GeolocationErrorCode) {
    super(GEOLOCATION_MESSAGES[code]);
    this.name = "GeolocationError";
    this.code = code;
  }
}

export type Position = { latitude: number; longitude: number; accuracy: number; timestamp: number };

/** What the helper needs from the browser; tests pass their own. */
export type GeolocationEnvironment = {
  navigator?: { geolocation?: Pick<Geolocation, "getCurrentPosition" | "watchPosition" | "clearWatch"> };
  isSecureContext?: boolean;
};

function browserEnvironment(): GeolocationEnvironment {
  if (typeof window === "undefined") return {};
  return { navigator: window.navigator, isSecureContext: window.isSecureContext };
}

/** The W3C codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function geolocationErrorFrom(error: { code?: number } | null | undefined): GeolocationError {
  switch (error?.code) {
    case 1:
      return new GeolocationError("PERMISSION_DENIED");
    case 2:
      return new GeolocationError("POSITION_UNAVAILABLE");
    case 3:
      return new GeolocationError("TIMEOUT");
    default:
      return new GeolocationError("UNKNOWN");
  }
}

function toPosition(position: GeolocationPosition): Position {
  const { latitude, longitude, accuracy } = position.coords;
  return { latitude, longitude, accuracy, timestamp: position.timestamp };
}

function usableGeolocation(environment: GeolocationEnvironment) {
  const geolocation = environment.navigator?.geolocation;
  if (!geolocation) throw new GeolocationError("UNSUPPORTED");
  if (environment.isSecureContext === false) throw new GeolocationError("INSECURE");
  return geolocation;
}

/** One fresh, high-accuracy position; rejects with a GeolocationError carrying the spec's text. */
export function getCurrentPosition(environment: GeolocationEnvironment = browserEnvironment()): Promise<Position> {
  return new Promise((resolve, reject) => {
    try {
      usableGeolocation(environment).getCurrentPosition(
        (position) => resolve(toPosition(position)),
        (error) => reject(geolocationErrorFrom(error)),
        GEOLOCATION_OPTIONS,
      );
    } catch (error) {
      reject(error instanceof GeolocationError ? error : new GeolocationError("UNKNOWN"));
    }
  });
}

/** Follows the position until the returned function is called. Errors arrive as GeolocationError. */
export function watchPosition(
  handlers: { onPosition: (position: Position) => void; onError: (error: GeolocationError) => void },
  environment: GeolocationEnvironment = browserEnvironment(),
): () => void {
  try {
    const geolocation = usableGeolocation(environment);
    const id = geolocation.watchPosition(
      (position) => handlers.onPosition(toPosition(position)),
      (error) => handlers.onError(geolocationErrorFrom(error)),
      GEOLOCATION_OPTIONS,
    );
    return () => geolocation.clearWatch(id);
  } catch (error) {
    handlers.onError(error instanceof GeolocationError ? error : new GeolocationError("UNKNOWN"));
    return () => {};
  }
}
