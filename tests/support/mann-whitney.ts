/**
 * The Mann-Whitney U test in its normal approximation (no tie correction: these samples are
 * timings, so ties are rare): Z near 0 when neither sample tends to be larger than the other;
 * |Z| above about 3 says one clearly is (p below 0.003, two-sided).
 */
export function mannWhitneyZ(a: readonly number[], b: readonly number[]): number {
  const all = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))].sort(
    (x, y) => x.value - y.value,
  );
  // Average ranks over runs of equal values.
  let rankSumA = 0;
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]!.value === all[start]!.value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) if (all[i]!.fromA) rankSumA += rank;
    start = end + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  return (u - (n1 * n2) / 2) / Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
}
