/** The screen texts of the subscription plans (`subscriptions.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription': '订阅套餐',
  'subscriptions.title': '订阅套餐',
  'subscriptions.description': '客户可以订阅的套餐。',
  'subscriptions.count': '{count, plural, other {# 个套餐}}',
  'subscriptions.add': '添加套餐',
  'subscriptions.search': '搜索订阅套餐',
  'subscriptions.empty': '暂无订阅套餐',
  'subscriptions.deleteTitle': '删除套餐？',
  'subscriptions.viewTitle': '套餐详情',
  'subscriptions.addTitle': '添加订阅套餐',
  'subscriptions.editTitle': '编辑订阅套餐',
  'subscriptions.addDescription': '客户看到的套餐及其收费。',
  'subscriptions.editDescription': '修改此套餐的标题、价格或时长。',
  'subscriptions.field.displayAmount': '显示金额',
  'subscriptions.field.timeframe': '时长（月）',
  'subscriptions.displayAmountPlaceholder': '300/月',
  'subscriptions.displayAmountHint': '客户看到的写法。',
  'subscriptions.amountPlaceholder': '300',
  'subscriptions.amountHint': '实际收取的价格，例如 300 或 299.99。',
  'subscriptions.timeframePlaceholder': '12',
  'subscriptions.timeframeHint': '套餐持续的月数。',
  'subscriptions.timeframe': '{months, plural, other {# 个月}}',
  'subscriptions.amountInvalid': '请输入有效的金额',
  'subscriptions.timeframeInvalid': '请输入整数月数',
};
