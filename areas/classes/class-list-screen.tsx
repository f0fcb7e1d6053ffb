/** /class: the generic list over the class area, with the app's upload runtime for the video progress. */
import { useMemo } from 'react';
import { ListScreen } from '../../src/app/kit/list-screen';
import { useUploadRuntime } from '../../src/app/use-upload-runtime';
import { classListArea } from './class-list-area';

export default function ClassListScreen() {
  const runtime = useUploadRuntime();
  const area = useMemo(() => classListArea(runtime), [runtime]);
  return <ListScreen area={area} />;
}
