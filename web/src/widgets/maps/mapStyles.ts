import { makeStyles } from '@fluentui/react-components';
import { COMET_CLASS, COMET_PATH_LENGTH, RIPPLE_CLASS } from './layers/flylines';

/** Length of a comet's light, in units of its normalised path. */
const COMET = 16;

/** The map's box, and the motion of flylines and ripples (only applied when animation is on). */
export const useMapStyles = makeStyles({
  chart: { position: 'absolute', inset: 0, overflow: 'hidden' },
  animated: {
    [`& .${COMET_CLASS} path.highcharts-point`]: {
      strokeDasharray: `${COMET} ${COMET_PATH_LENGTH}`,
      strokeLinecap: 'round',
      animationName: { from: { strokeDashoffset: `${COMET}` }, to: { strokeDashoffset: `-${COMET_PATH_LENGTH}` } },
      animationDuration: '2.8s',
      animationTimingFunction: 'ease-in',
      animationIterationCount: 'infinite',
    },
    [`& .${COMET_CLASS} path.highcharts-point:nth-child(3n+2)`]: { animationDelay: '-0.9s' },
    [`& .${COMET_CLASS} path.highcharts-point:nth-child(3n)`]: { animationDelay: '-1.8s' },
    [`& .${RIPPLE_CLASS} path.highcharts-point`]: {
      transformBox: 'fill-box',
      transformOrigin: 'center',
      animationName: { from: { transform: 'scale(0.8)', opacity: 1 }, to: { transform: 'scale(1.35)', opacity: 0.55 } },
      animationDuration: '1.4s',
      animationTimingFunction: 'ease-in-out',
      animationDirection: 'alternate',
      animationIterationCount: 'infinite',
    },
  },
  back: { position: 'absolute', top: '8px', right: '8px' },
});
