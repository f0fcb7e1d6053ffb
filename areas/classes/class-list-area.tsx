/**
 * The class list (spec section 2): image, name, chef email, video progress, status toggle; view,
 * edit, delete. Each page read first runs the spec's refresh rule (uploads a reload cut off are
 * reported failed), so the statuses it shows are the ones stored after it.
 */
import { classPaths } from './class-contract';
import { MonitorPlay } from 'lucide-react';
import { fromPromise } from 'xstate';
import { classApi, classKeys, classListActors } from './class-calls';
import type { ApiClient } from '../../src/api/client';
import type { ClassRow } from './class-contract';
import type { ListPage, ListQuery } from '../../src/api/contract/list';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';
import type { UploadRuntime } from '../../src/uploads/upload-runtime';
import { ClassImage } from './class-image';
import { ClassTypeText } from './class-type-text';
import { ClassView } from './class-view';
import { VideoProgressCell } from './video-progress-cell';

function classActors(client: ApiClient, runtime: UploadRuntime) {
  const api = classApi(client);
  return {
    ...classListActors(client),
    fetchPage: fromPromise<ListPage<ClassRow>, ListQuery>(async ({ input, signal }) => {
      await runtime.listLoaded(signal);
      return api.list(input, signal);
    }),
  };
}

export function classListArea(runtime: UploadRuntime): ListArea<ClassRow> {
  return {
    path: '/class',
    exportPath: classPaths.export,
    bulk: { status: classPaths.bulkStatus, delete: classPaths.bulkDelete },
    trash: 'class',
    text: {
      title: 'classes.title',
      description: 'classes.description',
      count: 'classes.count',
      add: 'classes.add',
      searchLabel: 'classes.search',
      searchPlaceholder: 'classes.searchPlaceholder',
      noMatchBody: 'classes.noMatch',
      empty: 'classes.empty',
      deleteTitle: 'classes.deleteTitle',
    },
    columns: [
      { id: 'image', header: 'classes.column.image', headerHidden: true, width: '96px', skeleton: 'avatar', card: 'picture', cell: (row) => <ClassImage imageUrl={row.image} /> },
      {
        id: 'name',
        header: 'classes.column.name',
        sortKey: 'name',
        cell: (row) => (
          <>
            <CellText tone="strong">{row.name}</CellText>
            <br />
            <ClassTypeText type={row.class_type} />
          </>
        ),
      },
      { id: 'chefEmail', header: 'classes.column.chefEmail', cell: (row) => <CellText>{row.chef.email}</CellText> },
      { id: 'videoProgress', header: 'classes.column.videoProgress', sortKey: 'video_status', width: '230px', cell: (row) => <VideoProgressCell runtime={runtime} row={row} /> },
    ],
    labelOf: (row) => row.name,
    status: { isActive: (row) => row.is_active, sortKey: 'is_active' },
    actions: ['view', 'edit', 'delete'],
    View: ClassView,
    icon: MonitorPlay,
    queryKey: classKeys.all,
    actors: (client) => classActors(client, runtime),
  };
}
