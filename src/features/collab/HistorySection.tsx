export function HistorySection() {
  return null;
}
