// Everything under /home, loaded as one lazy module: the layout and one route per page of the
// page table (app/pages.ts); a page for the holders of a permission sends others home.
import { Route, Routes, Navigate } from 'react-router';
import { RequirePermission } from '@/app/guards';
import { HOME_PAGES } from '@/app/pages';
import { ComingSoon } from '../components/ComingSoon';
import HomeLayout from './HomeLayout';

export default function HomeRoutes() {
  return (
    <Routes>
      <Route element={<HomeLayout />}>
        {HOME_PAGES.map((page) => {
          const Page = page.component;
          const element = Page ? <Page /> : <ComingSoon title={page.title} />;
          const guarded = page.permission ? (
            <RequirePermission permission={page.permission} refusal={page.refusal}>
              {element}
            </RequirePermission>
          ) : (
            element
          );
          return page.path === '' ? (
            <Route key="index" index element={guarded} />
          ) : (
            <Route key={page.path} path={page.path} element={guarded} />
          );
        })}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
