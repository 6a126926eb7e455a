/**
 * The organiser's side of the viewers benchmark: results of a league's matches reported at a
 * fixed rate (an open loop: result n is due at start + n / rate), each sent to the API
 * processes in turn. A result the server could not take (it was down, or answered 408, 429 or
 * 5xx) is sent again until it is taken; every answer's status is counted.
 */

export interface Answered {
  matchId: string;
  /** When the answer came back: the result was committed before it. */
  at: number;
  phase: 'live' | 'restart';
}

export interface ReporterTally {
  sent: number;
  answered: number;
  statuses: Record<string, number>;
  connectErrors: number;
  /** Request to answer, ms, of each taken result. */
  durations: number[];
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ResultReporter {
  private next = 0;
  private readonly inFlight = new Set<Promise<void>>();
  readonly tally: ReporterTally = {
    sent: 0,
    answered: 0,
    statuses: {},
    connectErrors: 0,
    durations: [],
  };

  constructor(
    private readonly servers: () => string[],
    private readonly apiKey: string,
    private readonly matchIds: string[],
    private readonly onAnswered: (answer: Answered) => void,
  ) {}

  /** Reports `rate` results a second for `seconds`, then waits for every one to be taken. */
  async run(rate: number, seconds: number, phase: Answered['phase']) {
    const start = now();
    const count = Math.round(rate * seconds);
    for (let i = 0; i < count; i++) {
      const due = start + (i * 1000) / rate;
      if (due > now()) await sleep(due - now());
      if (this.next >= this.matchIds.length)
        throw new Error('the league has no match left to report: give it more teams');
      const index = this.next++;
      const task = this.report(index, phase).finally(() => this.inFlight.delete(task));
      this.inFlight.add(task);
    }
    await Promise.all([...this.inFlight]);
  }

  get reported() {
    return this.next;
  }

  private async report(index: number, phase: Answered['phase']) {
    const matchId = this.matchIds[index]!;
    const p1Wins = index % 2 === 0;
    const body = JSON.stringify({
      games: [
        p1Wins
          ? { participant1Score: 13, participant2Score: 7 + (index % 5), mapName: 'Mirage' }
          : { participant1Score: 6 + (index % 5), participant2Score: 13, mapName: 'Inferno' },
      ],
    });
    for (let attempt = 0; ; attempt++) {
      const servers = this.servers();
      const server = servers[(index + attempt) % servers.length]!;
      this.tally.sent += 1;
      const sentAt = now();
      try {
        const res = await fetch(`${server}/api/v1/matches/${matchId}/result`, {
          method: 'POST',
          headers: { 'x-api-key': this.apiKey, 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        const at = now();
        const key = String(res.status);
        this.tally.statuses[key] = (this.tally.statuses[key] ?? 0) + 1;
        if (res.status === 200) {
          this.tally.answered += 1;
          this.tally.durations.push(at - sentAt);
          this.onAnswered({ matchId, at, phase });
          return;
        }
        // A refusal other than "later" (408, 429, 5xx) is counted and the result left out.
        if (res.status < 500 && res.status !== 408 && res.status !== 429) return;
      } catch {
        this.tally.connectErrors += 1;
      }
      await sleep(200);
    }
  }
}
