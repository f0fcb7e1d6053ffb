/** The Trash's screen texts (`trash.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.trash': '回收站',
  'trash.title': '回收站',
  'trash.description': '已删除的记录会保留在这里，直到最后一列的日期被永久删除。可以在此之前恢复，或现在就永久删除。',
  'trash.count': '{count, plural, other {# 条已删除记录}}',
  'trash.search': '搜索回收站',
  'trash.searchPlaceholder': '按名称或删除者搜索',
  'trash.noMatchBody': '换个名称试试，或清除区域筛选。',
  'trash.empty': '回收站是空的',
  'trash.column.record': '记录',
  'trash.column.area': '区域',
  'trash.column.deletedBy': '删除者',
  'trash.column.deletedAt': '删除时间',
  'trash.column.purgeAt': '永久删除时间',
  'trash.filter.area': '区域',
  'trash.filter.anyArea': '所有区域',
  'trash.delete.title': '永久删除',
  'trash.delete.message': '要永久删除{label}吗？此操作无法撤销：记录及其文件将被删除。',
  'trash.delete.confirm': '永久删除',
  // The server's answers by code (trash-contract.ts's trashAnswers)
  'answer.trash.list': '回收站',
  'answer.trash.restored': '已恢复',
  'answer.trash.removed': '已永久删除',
  'answer.trash.not_found': '此记录已不在回收站中',
  'answer.trash.value_taken': '另一条记录现在使用了相同的名称或邮箱。请先重命名或删除那条记录，再恢复这条。',
  'answer.trash.reference_gone': '此记录引用的某条记录已被永久删除，因此无法按原样恢复。',
};
