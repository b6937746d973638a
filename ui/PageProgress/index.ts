export type {
  PageProgressBarProps,
  PageProgressProps,
  ProgressPhase,
  ProgressScheduler,
  ProgressTimer,
  ProgressTiming,
} from './PageProgress';
export {
  createProgressTimer,
  PAGE_PROGRESS_DURATION_MS,
  PAGE_PROGRESS_FINISH_MS,
  PAGE_PROGRESS_THROTTLE_MS,
  PageProgress,
  PageProgressBar,
  usePageProgress,
} from './PageProgress';
