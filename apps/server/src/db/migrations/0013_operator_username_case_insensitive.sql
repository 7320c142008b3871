-- An operator's name is unique whatever its case, so 'Admin' cannot be created beside 'admin'
-- (decision 0070); the accounts API answers 409 before this, the index settles a race.
CREATE UNIQUE INDEX operators_username_lower_unique ON operators (lower(username));
