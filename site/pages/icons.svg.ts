// /icons.svg: the sprite every page draws its icons from (lib/icon-sprite.ts), pre-rendered.
import type { APIRoute } from 'astro';
import { iconSprite } from '../lib/icon-sprite.ts';

export const GET: APIRoute = () => new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
