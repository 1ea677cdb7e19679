#include "FuzzerDriver.h"
