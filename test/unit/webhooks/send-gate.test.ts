import { describe, expect, it } from 'vitest';
import { SendGate } from '../../../src/features/webhooks/worker/send-gate.js';

/** Enters `configId` and notes, when let in, the order it was let in. */
function enter(gate: SendGate, configId: string, name: string, started: string[]) {
  return gate.enter(configId).then((entry) => {
    if (entry !== 'closed') started.push(name);
    return entry;
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the send gate', () => {
  it('lets each configuration’s deliveries in in the order they came, within both bounds', async () => {
    const gate = new SendGate(3, 2);
    const started: string[] = [];
    const entries = ['a1', 'a2', 'a3', 'b1', 'a4', 'b2', 'b3'].map((name) =>
      enter(gate, name[0]!, name, started),
    );
    await settle();
    // a1 and a2 fill a's two places, b1 the third of all; a3 and a4 wait for a, b2 for any.
    expect(started).toEqual(['a1', 'a2', 'b1']);
    gate.release('a');
    await settle();
    // a's place went to a3 (a's first waiting), not to b2, which came later.
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    gate.release('b');
    await settle();
    // b1's place: a is at its bound, so b2 passes a4.
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'b2']);
    for (const name of ['a', 'a', 'b']) gate.release(name);
    await settle();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'b2', 'a4', 'b3']);
    expect(await Promise.all(entries)).toEqual([
      'at once',
      'at once',
      'after waiting',
      'at once',
      'after waiting',
      'after waiting',
      'after waiting',
    ]);
  });

  it('with a bound of one, lets a configuration’s deliveries in one at a time, in order', async () => {
    const gate = new SendGate(2, 1);
    const started: string[] = [];
    void enter(gate, 'a', 'a1', started);
    const a2 = enter(gate, 'a', 'a2', started);
    await settle();
    gate.release('a');
    // a2 was let in when a1 left; a3, entering now, waits for a2 to leave.
    const a3 = enter(gate, 'a', 'a3', started);
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    gate.release('a');
    expect(await a2).toBe('after waiting');
    expect(await a3).toBe('after waiting');
    expect(started).toEqual(['a1', 'a2', 'a3']);
  });

  it('tells the deliveries still waiting when it closes not to be sent', async () => {
    const gate = new SendGate(1, 1);
    const started: string[] = [];
    const first = enter(gate, 'a', 'a1', started);
    const second = enter(gate, 'a', 'a2', started);
    gate.close();
    expect(await first).toBe('at once');
    expect(await second).toBe('closed');
    expect(await gate.enter('b')).toBe('closed');
    expect(started).toEqual(['a1']);
  });
});
