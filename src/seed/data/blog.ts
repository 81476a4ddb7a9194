// Blog content for the seed: categories and posts, each post in its own file under ./blog.
import type { BlogPostSeed } from './types';
import { post as post01 } from './blog/post-01';
import { post as post02 } from './blog/post-02';
import { post as post03 } from './blog/post-03';
import { post as post04 } from './blog/post-04';
import { post as post05 } from './blog/post-05';
import { post as post06 } from './blog/post-06';
import { post as post07 } from './blog/post-07';
import { post as post08 } from './blog/post-08';

export { blogCategories } from './blog/categories';
export { blogTagNames } from './blog/tags';

export const blogPosts: BlogPostSeed[] = [post01, post02, post03, post04, post05, post06, post07, post08];
