-- Each server process keeps the merchants it resolved for two seconds (platform/merchant.ts). A
-- change to a merchant's settings, modules, domains, customer-service links or app links tells
-- every process through the event channel at commit, whichever code or tool made it, so a
-- back-office change (maintenance on, a registration rule) takes effect at once everywhere.
create or replace function notify_merchant_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('mekong_events', json_build_object('topic', 'merchant.changed', 'payload', '{}'::json)::text);
  return null;
end
$$;
drop trigger if exists merchants_changed_notify on merchants;
create trigger merchants_changed_notify after insert or update or delete on merchants
  for each statement execute function notify_merchant_changed();
drop trigger if exists merchant_modules_changed_notify on merchant_modules;
create trigger merchant_modules_changed_notify after insert or update or delete on merchant_modules
  for each statement execute function notify_merchant_changed();
drop trigger if exists merchant_domains_changed_notify on merchant_domains;
create trigger merchant_domains_changed_notify after insert or update or delete on merchant_domains
  for each statement execute function notify_merchant_changed();
drop trigger if exists merchant_customer_services_changed_notify on merchant_customer_services;
create trigger merchant_customer_services_changed_notify after insert or update or delete on merchant_customer_services
  for each statement execute function notify_merchant_changed();
drop trigger if exists merchant_resources_changed_notify on merchant_resources;
create trigger merchant_resources_changed_notify after insert or update or delete on merchant_resources
  for each statement execute function notify_merchant_changed();
