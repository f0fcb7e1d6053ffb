/**
 * The class view modal (spec section 2): the chef's photo, the class image, the video player (only
 * when there is no external link; its own chunk), chef name and email, class name, duration in
 * minutes, the date and time converted from UTC to local, type, created date (MM/DD/YYYY), the
 * numbered instructions, ingredients and meal types, the description as sanitised HTML, and the
 * external link when there is one.
 */
import { classPaths } from './class-contract';
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { classViewQuery } from './class-calls';
import { describeUtcSchedule } from './class-schedule';
import { isWebAddress, type ClassView as ClassRecord } from './class-contract';
import { useApiClient } from '../../src/app/app-context';
import { ActiveBadge } from '../../src/app/kit/active-badge';
import { RecordViewModal } from '../../src/app/kit/record-view-modal';
import type { MessageId } from '../../src/i18n/messages/en-US';
import { videoStatusOf } from '../../src/machines/upload-tracker.machine';
import { Badge } from '../../src/ui/badge';
import { DateText } from '../../src/ui/date-text';
import { DetailList } from '../../src/ui/detail-list';
import { nameParts } from '../../src/ui/name-parts';
import { PersonSummary } from '../../src/ui/person-summary';
import { SanitisedHtml } from '../../src/ui/sanitised-html';
import { Skeleton } from '../../src/ui/skeleton';
import { Thumbnail } from '../../src/ui/thumbnail';
import { useUploadRuntime } from '../../src/app/use-upload-runtime';
import { ClassImage } from './class-image';
import { NumberedTable } from './numbered-table';
import { videoStatusLook } from './video-status';
import * as styles from './class-view.css';

const ClassVideoPlayer = lazy(() => import('./class-video-player'));

const range = (start: string | null, end: string | null) => [start, end].filter(Boolean).join(' – ');

function VideoStatusBadge({ record }: { record: ClassRecord }) {
  const intl = useIntl();
  const runtime = useUploadRuntime();
  const status = useSelector(runtime.tracker, (s) => videoStatusOf(s.context, record.id, record.video_status));
  const look = videoStatusLook(status);
  return (
    <Badge tone={look.tone} dot={look.tone !== 'neutral'}>
      {intl.formatMessage({ id: look.text })}
    </Badge>
  );
}

function ClassDetails({ record }: { record: ClassRecord }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const [firstName, lastName] = nameParts(record.chef.name);
  const schedule = describeUtcSchedule(record.class_date, record.class_time, { locale: intl.locale });
  const instructions = record.class_instructions.length > 0 ? record.class_instructions : record.instructions;
  const minutes = record.duration === null ? null : Math.round((record.duration / 60) * 10) / 10;
  return (
    <div className={styles.body}>
      <div className={styles.summary}>
        <ClassImage imageUrl={record.image} size="xl" />
        <div className={styles.summaryText}>
          <p className={styles.summaryName}>{record.name}</p>
          <div className={styles.badges}>
            <Badge tone="neutral">{label(record.class_type === 'live' ? 'classes.type.live' : 'classes.type.onDemand')}</Badge>
            <ActiveBadge active={record.is_active} />
            <VideoStatusBadge record={record} />
          </div>
        </div>
      </div>
      {!record.video_link && record.video_url && (
        <Suspense
          fallback={
            <div className={styles.playerLoading}>
              <Skeleton height="100%" />
            </div>
          }
        >
          <ClassVideoPlayer src={record.video_url} label={label('classes.view.video')} />
        </Suspense>
      )}
      <PersonSummary firstName={firstName} lastName={lastName} displayName={record.chef.name} imageUrl={record.chef.profile_photo} subtitle={record.chef.email} />
      <DetailList
        items={[
          { label: label('classes.view.chefName'), value: record.chef.name },
          { label: label('classes.view.chefEmail'), value: record.chef.email },
          { label: label('classes.view.name'), value: record.name },
          { label: label('classes.view.duration'), value: minutes === null ? '' : intl.formatMessage({ id: 'classes.view.minutes' }, { minutes }) },
          { label: label('classes.view.date'), value: schedule.date },
          { label: label('classes.view.time'), value: schedule.time },
          { label: label('classes.view.type'), value: label(record.class_type === 'live' ? 'classes.type.live' : 'classes.type.onDemand') },
          { label: label('classes.view.created'), value: <DateText value={record.created_at} format="detail" /> },
          { label: label('classes.view.recipeName'), value: range(record.recipe_name_start_time, record.recipe_name_end_time) },
          { label: label('classes.view.ingredientList'), value: range(record.ingredient_start_time, record.ingredient_end_time) },
          ...(record.video_link
            ? [
                {
                  label: label('classes.view.externalLink'),
                  // Only a web address becomes a link; anything else stored before the contract refused it stays text.
                  value: isWebAddress(record.video_link) ? (
                    <a className={styles.link} href={record.video_link} target="_blank" rel="noopener noreferrer">
                      {record.video_link}
                    </a>
                  ) : (
                    record.video_link
                  ),
                },
              ]
            : []),
        ]}
      />
      <NumberedTable
        title={label('classes.view.instructions')}
        rows={instructions}
        columns={[
          { header: label('classes.view.instructionText'), cell: (row) => row.text },
          { header: label('classes.view.timestamp'), cell: (row) => range(row.timestamp, row.end_timestamp), className: styles.timeCell },
        ]}
      />
      <NumberedTable
        title={label('classes.view.ingredients')}
        rows={record.class_ingredients}
        columns={[
          { header: label('classes.view.measurement'), cell: (row) => row.measurement },
          { header: label('classes.view.food'), cell: (row) => row.ingredient.name },
        ]}
      />
      <NumberedTable
        title={label('classes.view.mealTypes')}
        rows={record.class_meal_icons}
        columns={[
          {
            header: label('classes.view.mealType'),
            cell: (row) => (
              <span className={styles.mealType}>
                <Thumbnail imageUrl={row.meal_icon.image} />
                {row.meal_icon.meal_type}
              </span>
            ),
          },
        ]}
      />
      <section>
        <h3 className={styles.heading}>{label('classes.view.description')}</h3>
        {record.description ? <SanitisedHtml html={record.description} label={label('classes.view.description')} /> : <p className={styles.none}>{label('classes.view.none')}</p>}
      </section>
    </div>
  );
}

export function ClassView({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  return (
    <RecordViewModal title={intl.formatMessage({ id: 'classes.viewTitle' })} size="lg" query={classViewQuery(useApiClient(), id)} history={{ path: classPaths.history, id }} onClose={onClose}>
      {(record) => <ClassDetails record={record} />}
    </RecordViewModal>
  );
}
