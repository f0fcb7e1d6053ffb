/** The local driver in DATA_DIR/objects (an S3 driver joins it with the video upload issue). */
import path from 'node:path';
import type { Config } from '../config';
import { localObjectStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

export const objectsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'objects');

export function createObjectStorage(config: Config): ObjectStorage {
  return localObjectStorage(objectsDir(config));
}
