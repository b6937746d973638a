export { RankEditorPage, type RankEditorPageProps } from './RankEditorPage/RankEditorPage';
export { RankManagerPage } from './RankManagerPage/RankManagerPage';
