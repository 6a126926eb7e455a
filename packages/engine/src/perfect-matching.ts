/**
 * Edmonds' blossom algorithm, O(V^3). Swiss pairing uses it to prune: a partial pairing is
 * only extended when the players left can still all be paired without a rematch.
 */
export function hasPerfectMatching(
  vertexCount: number,
  canPair: (a: number, b: number) => boolean,
): boolean {
  if (vertexCount % 2 === 1) return false;
  const adjacency = Array.from({ length: vertexCount }, (_, a) =>
    Array.from({ length: vertexCount }, (_, b) => b).filter((b) => a !== b && canPair(a, b)),
  );
  return new BlossomMatcher(adjacency).maximumMatchingSize() * 2 === vertexCount;
}

class BlossomMatcher {
  private readonly size: number;
  private readonly match: number[];
  private parent: number[] = [];
  private base: number[] = [];
  private used: boolean[] = [];
  private blossom: boolean[] = [];
  private queue: number[] = [];

  constructor(private readonly adjacency: number[][]) {
    this.size = adjacency.length;
    this.match = new Array<number>(this.size).fill(-1);
  }

  maximumMatchingSize(): number {
    for (let root = 0; root < this.size; root++) {
      if (this.match[root] !== -1) continue;
      const end = this.findAugmentingPath(root);
      if (end !== -1) this.augment(end);
    }
    return this.match.filter((partner) => partner !== -1).length / 2;
  }

  private augment(end: number): void {
    for (let v = end; v !== -1;) {
      const previous = this.parent[v] as number;
      const next = this.match[previous] as number;
      this.match[v] = previous;
      this.match[previous] = v;
      v = next;
    }
  }

  private findAugmentingPath(root: number): number {
    this.used = new Array<boolean>(this.size).fill(false);
    this.parent = new Array<number>(this.size).fill(-1);
    this.base = Array.from({ length: this.size }, (_, index) => index);
    this.used[root] = true;
    this.queue = [root];
    for (let head = 0; head < this.queue.length; head++) {
      const v = this.queue[head] as number;
      for (const to of this.adjacency[v] ?? []) {
        if (this.base[v] === this.base[to] || this.match[v] === to) continue;
        if (
          to === root ||
          (this.match[to] !== -1 && this.parent[this.match[to] as number] !== -1)
        ) {
          this.contractBlossom(v, to);
        } else if (this.parent[to] === -1) {
          this.parent[to] = v;
          if (this.match[to] === -1) return to;
          this.used[this.match[to] as number] = true;
          this.queue.push(this.match[to] as number);
        }
      }
    }
    return -1;
  }

  private contractBlossom(v: number, to: number): void {
    const commonBase = this.lowestCommonAncestor(v, to);
    this.blossom = new Array<boolean>(this.size).fill(false);
    this.markPath(v, commonBase, to);
    this.markPath(to, commonBase, v);
    for (let i = 0; i < this.size; i++) {
      if (!this.blossom[this.base[i] as number]) continue;
      this.base[i] = commonBase;
      if (!this.used[i]) {
        this.used[i] = true;
        this.queue.push(i);
      }
    }
  }

  private lowestCommonAncestor(a: number, b: number): number {
    const seen = new Array<boolean>(this.size).fill(false);
    for (;;) {
      a = this.base[a] as number;
      seen[a] = true;
      if (this.match[a] === -1) break;
      a = this.parent[this.match[a] as number] as number;
    }
    for (;;) {
      b = this.base[b] as number;
      if (seen[b]) return b;
      b = this.parent[this.match[b] as number] as number;
    }
  }

  private markPath(v: number, commonBase: number, child: number): void {
    while (this.base[v] !== commonBase) {
      this.blossom[this.base[v] as number] = true;
      this.blossom[this.base[this.match[v] as number] as number] = true;
      this.parent[v] = child;
      child = this.match[v] as number;
      v = this.parent[this.match[v] as number] as number;
    }
  }
}
