/**
 * The sandbox's clock: the given base clock plus an offset that the control endpoint moves. Data
 * visibility, session idling and lockouts all read it, so moving it ages everything together.
 */
export class SandboxClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  now(): number {
    return this.base().getTime() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Makes `now()` read the given instant from this moment on (the clock keeps running). */
  set(instant: number): void {
    this.offsetMs = instant - this.base().getTime();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
