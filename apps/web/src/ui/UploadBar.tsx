// An upload's progress bar (bytes sent of the whole request), shared by every screen that uploads.
/** The progress of an upload (bytes sent of the whole request). */
export function UploadBar({ label, progress }: { label: string; progress: { loaded: number; total: number } }) {
  const pct = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm text-slate-700">
        <span className="truncate">{label}</span>
        <span aria-hidden>{`${pct}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
