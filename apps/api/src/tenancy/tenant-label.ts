/** First DNS label of a Host header ("demo.localhost:3333" → "demo"); null for bare hosts and IPs. */
export function tenantLabel(host: string | undefined): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return null;
  const labels = hostname.split('.');
  if (labels.length < 2) return null;
  const first = labels[0]!;
  return /^[a-z0-9-]{1,63}$/.test(first) ? first : null;
}
