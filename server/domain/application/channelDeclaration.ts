import { CHANNEL_NAMES, type ChannelName, type ChannelSteps } from '../../../src/core/flow/channelTypes';
import type { Product } from '../../flows/product';

function isDeclaredChannel(channel: string): channel is ChannelName {
  return (CHANNEL_NAMES as readonly string[]).includes(channel);
}

/**
 * What the product's flow declares for members arriving by `channel` (`channels.<channel>` of
 * the flow file: skipped steps, prefill, a preselected offer, the signature method), or
 * undefined for the web and for a channel the flow does not declare.
 */
export function channelDeclaration(product: Product, channel: string): ChannelSteps | undefined {
  return isDeclaredChannel(channel) ? product.flow.channels?.[channel] : undefined;
}
