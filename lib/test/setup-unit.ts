// Unit tests run in Node; nothing global to set up yet beyond a stable time zone for date formatting.
process.env.TZ = 'UTC';
