import { explainScaleLists, installRecorder, planFailures } from './scale-explain.ts';
installRecorder();
const l = await explainScaleLists('postgresql://postgres@127.0.0.1:5432/trilha_scale_small', 'scale', { indexesOnly: true });
console.log(planFailures(l).join('\n'));
