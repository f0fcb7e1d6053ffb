/** The screen texts of the meal types (`meals.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.meal': '餐食',
  'meals.title': '餐食类型',
  'meals.description': '可用于标记课程的餐食类型，每种都有自己的图标。',
  'meals.count': '{count, plural, other {# 种餐食类型}}',
  'meals.add': '添加餐食类型',
  'meals.search': '搜索餐食类型',
  'meals.searchPlaceholder': '按餐食类型搜索',
  'meals.noMatch': '请尝试其他餐食类型。',
  'meals.empty': '暂无餐食类型',
  'meals.deleteTitle': '删除餐食类型？',
  'meals.viewTitle': '餐食类型详情',
  'meals.addTitle': '添加餐食类型',
  'meals.editTitle': '编辑餐食类型',
  'meals.addDescription': '一种餐食类型及其图标，之后即可用它标记课程。',
  'meals.editDescription': '重命名此餐食类型或更换其图标。',
  'meals.column.icon': '图标',
  'meals.field.mealType': '餐食类型',
  'meals.field.icon': '图标图片',
  'meals.mealTypePlaceholder': '例如：素食',
  'meals.iconHint': 'JPG 或 PNG，不超过 5 MB。',
};
