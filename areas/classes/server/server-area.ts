/** Classes with their videos (spec section 7 "Classes"). */
import { classTrash } from './class-trash';
import { callFolder } from '../../../server/auth/call-address';
import { classAnswers, classCalls, classListRequest, classPaths, classRow } from '../class-contract';
import { UPLOAD_API_BASE } from '../../../src/api/contract/paths';
import { uploadPaths } from '../../../src/api/contract/uploads';
import { listClasses } from './class-records';
import { exported } from '../../../server/lists/exported';
import { classRoutes, deleteClass, setClassStatus } from './class-routes';
import { classes } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';
import { NO_DETAIL, shownAs } from '../../../server/search/search-source';

export const serverArea: ServerArea = {
  name: 'Classes',
  calls: classCalls,
  answers: classAnswers,
  routes: classRoutes,
  access: [
    { prefix: callFolder(classPaths.list), modules: ['class'] },
    // The class form's video goes through the upload client (spec section 7 "Video upload").
    { prefix: callFolder(uploadPaths.initialize, UPLOAD_API_BASE), modules: ['class'] },
  ],
  export: exported({ path: classPaths.export, name: 'classes', request: classListRequest, row: classRow, list: listClasses }),
  bulk: { bulkStatus: classPaths.bulkStatus, setStatus: setClassStatus, bulkDelete: classPaths.bulkDelete, remove: deleteClass, labels: labelsFrom(classes, classes.id, classes.name) },
  history: { path: classPaths.history, area: 'class' },
  search: { area: 'class', table: classes, id: classes.id, label: shownAs(classes.name), detail: NO_DETAIL, searchText: classes.searchText, listPath: classPaths.list },
  trash: classTrash,
};
